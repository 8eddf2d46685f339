import { checkUpload } from '@barterbits/contracts';
import { useEffect, useState } from 'react';
import { takeChosenFiles } from '../../../lib/chosen-files.ts';
import { useUploadScreenshot } from '../api/upload-screenshot.ts';

/** An uploaded screenshot: its uploadId for the send, and a local preview. */
export interface Screenshot {
  uploadId: string;
  name: string;
  previewUrl: string;
}

/**
 * The optional screenshot of a member's form: a chosen image is checked (type, 5 MB), uploaded at once
 * (POST /feedback/screenshot) and previewed from the file itself; removing it only detaches it.
 */
export function useScreenshot() {
  const upload = useUploadScreenshot();
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview's object URL lives as long as the screenshot does.
  useEffect(() => {
    if (!screenshot) return;
    return () => URL.revokeObjectURL(screenshot.previewUrl);
  }, [screenshot]);

  const choose = async (input: HTMLInputElement) => {
    const { files, incoming } = await takeChosenFiles(input);
    const refused = checkUpload(incoming, [], { maxFiles: 1 });
    const file = files[0];
    if (refused || !file) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (data) =>
        setScreenshot({ uploadId: data.uploadId, name: file.name, previewUrl: URL.createObjectURL(file) }),
    });
  };

  const remove = () => {
    setScreenshot(null);
    setProblem(null);
    upload.reset();
  };

  return {
    screenshot,
    uploading: upload.isPending,
    error: problem ?? (upload.error ? upload.error.message : null),
    choose,
    remove,
  };
}

/** The screenshot state a form passes to its ScreenshotField. */
export type ScreenshotState = ReturnType<typeof useScreenshot>;
