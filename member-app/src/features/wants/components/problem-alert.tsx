import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** A want's or saved search's problem, with a way to set the member's location when that is what is missing. */
export const ProblemAlert = ({
  problem,
  setLocationLabel,
}: {
  problem: { message: string; location?: boolean } | null;
  setLocationLabel: string;
}) =>
  problem ? (
    <Alert
      severity="error"
      role="alert"
      action={
        problem.location ? (
          <Button component={RouterLink} to={PAGES.generalLocation.path} color="inherit" size="small">
            {setLocationLabel}
          </Button>
        ) : undefined
      }
    >
      {problem.message}
    </Alert>
  ) : null;
