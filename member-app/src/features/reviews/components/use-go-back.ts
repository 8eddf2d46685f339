import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Cancel and Back: the previous page when the app has one, else `fallback` (a link opened directly). */
export const useGoBack = (fallback: string) => {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [fallback, location.key, navigate]);
};
