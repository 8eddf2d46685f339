import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { PASSWORD_RULES } from '../lib/password-rules.ts';

/** The password rules of spec §5 as a checklist that ticks off while the member types. */
export const PasswordRules = ({ value }: { value: string }) => {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('accounts.passwordRules.list')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <Box
            component="li"
            key={rule.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, position: 'relative' }}
          >
            {met ? (
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
            )}
            <Typography variant="body2" color={met ? 'text.primary' : 'text.secondary'}>
              {t(rule.id)}
              <Box component="span" sx={visuallyHidden}>
                {t(met ? 'accounts.passwordRules.met' : 'accounts.passwordRules.notMet')}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
