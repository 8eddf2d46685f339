import { PAGES } from '@barterbits/contracts';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { inlineTouchTargetLink, touchTargetLink } from '../../lib/touch-target.ts';
import { MemberAvatar } from './member-avatar.tsx';

/**
 * A member's name linking to their public profile (/member-profile/:id), for seller cards, barter
 * records, gifts and reviews. Inside a sentence it stays an inline link (with a 44 px hit area);
 * `standalone` (or an avatar) makes it a 44 px touch target of its own.
 */
export const MemberLink = ({
  id,
  name,
  photo,
  withAvatar = false,
  standalone = false,
  avatarSize = 32,
}: {
  id: string;
  name: string;
  photo?: string | null;
  withAvatar?: boolean;
  standalone?: boolean;
  avatarSize?: number;
}) => (
  <Link
    component={RouterLink}
    to={PAGES.memberProfile.href(id)}
    underline="hover"
    sx={{
      fontWeight: 600,
      wordBreak: 'break-word',
      ...(withAvatar || standalone ? { ...touchTargetLink, gap: 1 } : inlineTouchTargetLink),
    }}
  >
    {withAvatar ? <MemberAvatar name={name} photo={photo} size={avatarSize} /> : null}
    {name}
  </Link>
);
