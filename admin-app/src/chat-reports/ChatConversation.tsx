import { formatDateTime, type TChatMessage } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MemberLink } from '../components/MemberLink.tsx';
import { type Translate, useT } from '../i18n/useT.ts';
import { OFFERS_RESOURCE } from '../offers/offersDataProvider.ts';
import { ChatImageButton } from './ChatImageButton.tsx';

const senderName = (m: TChatMessage, t: Translate) =>
  m.sender?.displayName ?? t('console.chat-reports.show.deletedAccount');

/** An offer card in the thread: its title, linking to the offer's console page. */
const OfferCard = ({ offer }: { offer: NonNullable<TChatMessage['offer']> }) => {
  const createPath = useCreatePath();
  const t = useT();
  return (
    <Typography variant="body2">
      {t('console.chat-reports.conversation.offer')}{' '}
      <Link component={RouterLink} to={createPath({ resource: OFFERS_RESOURCE, id: offer.id, type: 'show' })}>
        {offer.title ?? t('console.chat-reports.conversation.openOffer')}
      </Link>
    </Typography>
  );
};

/** What a member message holds: text, an image (behind "View image") or an offer card. */
const MessageBody = ({ message }: { message: TChatMessage }) => {
  const t = useT();
  if (message.kind === 'IMAGE') {
    return message.image ? (
      <ChatImageButton
        url={message.image.url}
        alt={t('console.chat-reports.show.imageBy', { name: senderName(message, t) })}
      />
    ) : (
      <Typography variant="body2">{t('console.chat-reports.conversation.imageGone')}</Typography>
    );
  }
  if (message.kind === 'OFFER') {
    return message.offer ? (
      <OfferCard offer={message.offer} />
    ) : (
      <Typography variant="body2">{t('console.chat-reports.show.offer')}</Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.text}
    </Typography>
  );
};

/** A system line ("Alex was removed from the group."): centred, in grey, without a sender. */
const SystemLine = ({ message }: { message: TChatMessage }) => (
  <Box component="li" sx={{ textAlign: 'center', py: 0.5 }}>
    <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {message.text} · {formatDateTime(message.createdAt)}
    </Typography>
  </Box>
);

/** A member's message; the reported one is highlighted and marked "Reported message". */
const MessageLine = ({ message, reported }: { message: TChatMessage; reported: boolean }) => {
  const t = useT();
  return (
    <Box
      component="li"
      aria-label={reported ? t('console.chat-reports.conversation.reportedMessage') : undefined}
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: reported ? 'error.main' : 'divider',
        borderLeftWidth: reported ? 4 : 1,
        bgcolor: reported ? 'rgba(211, 47, 47, 0.06)' : 'background.paper',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}
      >
        <Typography variant="subtitle2" component="span">
          {message.sender ? (
            <MemberLink member={{ id: message.sender.id, displayName: message.sender.displayName }} />
          ) : (
            t('console.chat-reports.show.deletedAccount')
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(message.createdAt)}
        </Typography>
        {reported ? (
          <Chip size="small" color="error" label={t('console.chat-reports.conversation.reported')} />
        ) : null}
      </Stack>
      <MessageBody message={message} />
    </Box>
  );
};

/**
 * The messages around the reported one, oldest first, as the members saw them: the reported message
 * highlighted, system messages set apart, images shown only on request.
 */
export const ChatConversation = ({
  messages,
  reportedId,
}: {
  messages: TChatMessage[] | undefined;
  reportedId: string;
}) => {
  const t = useT();
  if (!messages)
    return <Typography color="text.secondary">{t('console.chat-reports.conversation.loading')}</Typography>;
  if (messages.length === 0) {
    return <Typography color="text.secondary">{t('console.chat-reports.conversation.gone')}</Typography>;
  }
  return (
    <Stack
      component="ol"
      aria-label={t('console.chat-reports.conversation.around')}
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {messages.map((m) =>
        m.kind === 'SYSTEM' ? (
          <SystemLine key={m.id} message={m} />
        ) : (
          <MessageLine key={m.id} message={m} reported={m.id === reportedId} />
        ),
      )}
    </Stack>
  );
};
