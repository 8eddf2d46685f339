import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { PASSWORD_RULES } from '../lib/password-rules.ts';

/** The password rules of spec §5 as a checklist that ticks off while the member types. */
export const PasswordRules = ({ value }: { value: string }) => (
  <Box
    component="ul"
    aria-label="Password rules"
    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
  >
    {PASSWORD_RULES.map((rule) => {
      const met = rule.test(value);
      return (
        <Box
          component="li"
          key={rule.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, position: 'relative' }}
        >
          {met ? (
            <CheckCircleIcon fontSize="small" color="success" aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
          )}
          <Typography variant="body2" color={met ? 'text.primary' : 'text.secondary'}>
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              {met ? ' (met)' : ' (not met)'}
            </Box>
          </Typography>
        </Box>
      );
    })}
  </Box>
);
