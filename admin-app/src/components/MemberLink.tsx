import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A member's name (or `children` in its place) linking to their user page. */
export const MemberLink = ({
  member,
  children,
}: {
  member: { id: string; displayName: string };
  children?: ReactNode;
}) => {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'users', id: member.id, type: 'show' })}>
      {children ?? member.displayName}
    </Link>
  );
};
