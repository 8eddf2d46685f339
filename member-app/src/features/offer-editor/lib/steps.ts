import { PAGES } from '@barterbits/contracts';
import type { OfferFormStep } from '../../../stores/offer-form.ts';

/** The four steps of the offer stepper (spec §3: each with isCompleted, name, isActive, id, route). */
export const STEP_NAMES = ['Category', 'Details', 'Price & location', 'Photos & video'] as const;
export const STEP_COUNT = STEP_NAMES.length;

export const CREATE_BASE: string = PAGES.createOffer.path;
export const stepRoute = (base: string, id: number) => `${base}?step=${id}`;

export const initialSteps = (base = CREATE_BASE, completed = false): OfferFormStep[] =>
  STEP_NAMES.map((name, i) => ({
    id: i + 1,
    name,
    route: stepRoute(base, i + 1),
    isActive: i === 0,
    isCompleted: completed,
  }));

/** The first step not completed yet (the furthest one may open). */
export const firstOpenStep = (steps: OfferFormStep[]): number =>
  steps.find((s) => !s.isCompleted)?.id ?? STEP_COUNT;

/** Steps open only in order: every earlier step completed. */
export const canOpenStep = (steps: OfferFormStep[], id: number): boolean =>
  id >= 1 && id <= STEP_COUNT && steps.slice(0, id - 1).every((s) => s.isCompleted);

/** The steps with `id` active and, optionally, completion changed. */
export const withActive = (steps: OfferFormStep[], id: number): OfferFormStep[] =>
  steps.map((s) => ({ ...s, isActive: s.id === id }));

export const withCompleted = (steps: OfferFormStep[], id: number, done = true): OfferFormStep[] =>
  steps.map((s) => (s.id === id ? { ...s, isCompleted: done } : s));

/** Marks `id` and every later step not completed (e.g. the category changed). */
export const reopenFrom = (steps: OfferFormStep[], id: number): OfferFormStep[] =>
  steps.map((s) => (s.id >= id ? { ...s, isCompleted: false } : s));

/** Whether every step is completed (the review pages need this). */
export const allCompleted = (steps: OfferFormStep[]): boolean =>
  steps.length === STEP_COUNT && steps.every((s) => s.isCompleted);
