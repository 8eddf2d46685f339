import Avatar from '@mui/material/Avatar';
import { initialsOfName } from './member-format.ts';

/** A member's photo, or their initials on a coloured disc. Decorative: the name is always next to it. */
export const MemberAvatar = ({
  name,
  photo,
  size = 40,
}: {
  name: string;
  photo: string | null | undefined;
  size?: number;
}) => (
  <Avatar
    src={photo ?? undefined}
    alt=""
    aria-hidden
    sx={{
      width: size,
      height: size,
      fontSize: size * 0.4,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontWeight: 600,
    }}
  >
    {initialsOfName(name)}
  </Avatar>
);
