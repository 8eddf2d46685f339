/** A React hook both apps share for images read with the session (screenshots, chat images). */
import { useEffect, useState } from 'react';

/**
 * A Blob as an object URL for as long as the component shows it: made when the Blob arrives,
 * revoked when it changes or the component goes (null until then).
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
