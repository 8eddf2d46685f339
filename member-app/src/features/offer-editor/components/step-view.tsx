import { CategoryStep } from './category-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { OfferStepper } from './offer-stepper.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PriceStep } from './price-step.tsx';

const STEPS = [CategoryStep, DetailsStep, PriceStep, PhotosStep];

/** The stepper and the form of step `current` (1-based). */
export const StepView = ({ current }: { current: number }) => {
  const Step = STEPS[current - 1] ?? CategoryStep;
  return (
    <>
      <OfferStepper current={current} />
      <Step key={current} />
    </>
  );
};
