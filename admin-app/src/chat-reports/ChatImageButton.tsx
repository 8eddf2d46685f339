import { useDataProvider } from 'react-admin';
import { AuthedImageButton } from '../components/AuthedImageButton.tsx';
import { CHAT_REPORTS_RESOURCE, type ChatReportsDataProvider } from './chatReportsDataProvider.ts';

/** "View image": a chat message's private image, read with the admin's session, in a dialog. */
export const ChatImageButton = ({ url, alt }: { url: string; alt: string }) => {
  const dataProvider = useDataProvider<ChatReportsDataProvider>();
  return (
    <AuthedImageButton
      noun="image"
      alt={alt}
      queryKey={[CHAT_REPORTS_RESOURCE, 'chatImage', url]}
      load={() => dataProvider.chatImage(CHAT_REPORTS_RESOURCE, { url })}
    />
  );
};
