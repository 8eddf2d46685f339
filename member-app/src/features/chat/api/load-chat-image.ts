import { useEffect, useState } from 'react';
import { getPrivateImage } from '../../../lib/private-image.ts';

/** A private image as a blob: URL while mounted (revoked after), or its loading/error state. */
export const useChatImage = (url: string | null) => {
  const [state, setState] = useState<{ src: string | null; error: boolean }>({ src: null, error: false });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ src: null, error: false });
    getPrivateImage(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, error: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, error: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
};
