import { PAGES } from '@barterbits/contracts';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.ts';
import { userAtom } from '../../stores/session.ts';

/** The chat page opened on one conversation. */
export const chatChannelPath = (channelId: string) =>
  `${PAGES.chat.path}?channel=${encodeURIComponent(channelId)}`;

/**
 * "Message": opens (or finds) the one-to-one conversation with a member, from an offer when `offerId`
 * is given (its card is posted first), then goes to it on the chat page. Spins while opening; a refusal
 * ("You cannot message this member.") shows under the button. Not shown for the signed-in member.
 */
export const MessageMemberButton = ({
  memberId,
  offerId,
  label,
  variant = 'outlined',
  fullWidth = false,
}: {
  memberId: string;
  offerId?: string | undefined;
  label?: string;
  variant?: 'contained' | 'outlined' | 'text';
  fullWidth?: boolean;
}) => {
  const t = useT();
  const me = useAtomValue(userAtom)?.userId;
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => api.openDirectChannel(offerId ? { memberId, offerId } : { memberId }),
    onSuccess: (res) => navigate(chatChannelPath(res.data.channel.id)),
  });
  if (!me || me === memberId) return null;
  return (
    <Box>
      <Button
        variant={variant}
        fullWidth={fullWidth}
        startIcon={<ChatBubbleOutlineIcon />}
        loading={open.isPending}
        loadingPosition="start"
        onClick={() => open.mutate()}
        sx={{ minHeight: 44 }}
      >
        {label ?? t('app.message.button')}
      </Button>
      {open.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {open.error.message}
        </Alert>
      ) : null}
    </Box>
  );
};
