import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { coachingPageFormSchema } from '@app/contracts';
import type { CoachingPageFormInput } from './coachingPageForm';

/** SPEC §5 rules of the /booking form (loaded on demand: see coachingPageValidation). */
export const coachingPageSchemaResolver = yupResolver(
  coachingPageFormSchema,
) as unknown as Resolver<CoachingPageFormInput>;
