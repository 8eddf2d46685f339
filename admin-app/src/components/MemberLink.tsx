import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A member's name (or `children` in its place) linking to their user page. The click stays with the
 * link, so inside a list row it opens the member rather than the row.
 */
export const MemberLink = ({
  member,
  children,
}: {
  member: { id: string; displayName: string };
  children?: ReactNode;
}) => {
  const createPath = useCreatePath();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'users', id: member.id, type: 'show' })}
      onClick={(e) => e.stopPropagation()}
    >
      {children ?? member.displayName}
    </Link>
  );
};
