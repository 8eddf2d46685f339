import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The full-width button that sends a form, spinning while `pending`. */
export const SubmitButton = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
    {children}
  </Button>
);
