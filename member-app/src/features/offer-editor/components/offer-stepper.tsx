import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { canOpenStep } from '../lib/steps.ts';
import { stepName } from '../lib/text.ts';
import { useEditor } from './editor-context.tsx';

/** The four steps; a step opens only when every earlier one is completed. */
export const OfferStepper = ({ current }: { current: number }) => {
  const t = useT();
  const { steps } = useEditor();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Stepper
      nonLinear
      activeStep={current - 1}
      alternativeLabel={!narrow}
      orientation="horizontal"
      sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
      aria-label={t('offer-editor.steps.label')}
    >
      {steps.map((s) => {
        const open = canOpenStep(steps, s.id);
        const name = stepName(t, s.id, s.name);
        return (
          <Step key={s.id} completed={s.isCompleted && s.id !== current} disabled={!open}>
            <StepButton
              onClick={() => navigate(s.route)}
              disabled={!open}
              aria-current={s.id === current ? 'step' : undefined}
              aria-label={t(s.isCompleted ? 'offer-editor.steps.done' : 'offer-editor.steps.step', {
                id: s.id,
                name,
              })}
            >
              {narrow && s.id !== current ? '' : name}
            </StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
};
