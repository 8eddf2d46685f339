import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useNavigate } from 'react-router-dom';
import { canOpenStep } from '../lib/steps.ts';
import { useEditor } from './editor-context.tsx';

/** The four steps; a step opens only when every earlier one is completed. */
export const OfferStepper = ({ current }: { current: number }) => {
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
      aria-label="Offer steps"
    >
      {steps.map((s) => {
        const open = canOpenStep(steps, s.id);
        return (
          <Step key={s.id} completed={s.isCompleted && s.id !== current} disabled={!open}>
            <StepButton
              onClick={() => navigate(s.route)}
              disabled={!open}
              aria-current={s.id === current ? 'step' : undefined}
              aria-label={`Step ${s.id}: ${s.name}${s.isCompleted ? ' (completed)' : ''}`}
            >
              {narrow && s.id !== current ? '' : s.name}
            </StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
};
