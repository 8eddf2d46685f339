import { useDataProvider } from 'react-admin';
import { AuthedImageButton } from '../components/AuthedImageButton.tsx';
import { FEEDBACK_RESOURCE, type FeedbackDataProvider } from './feedbackDataProvider.ts';

/** "View screenshot": a feedback's private screenshot, read with the admin's session, in a dialog. */
export const FeedbackScreenshotButton = ({ url, alt }: { url: string; alt: string }) => {
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  return (
    <AuthedImageButton
      noun="screenshot"
      alt={alt}
      queryKey={[FEEDBACK_RESOURCE, 'screenshot', url]}
      load={() => dataProvider.feedbackScreenshot(FEEDBACK_RESOURCE, { url })}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
};
