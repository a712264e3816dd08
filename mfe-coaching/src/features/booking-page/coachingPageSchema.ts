/** SPEC §5 rules of the /booking form (loaded on demand: see coachingPageValidation). */
export { coachingPageFormSchema } from '@app/contracts';
