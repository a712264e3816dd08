import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import {
  PSYCHIC_SERVICES,
  REVIEW_LINK_MESSAGES,
  REVIEW_TOKEN_PARAM,
  reviewSchema,
  type ReviewFormValues,
} from '@app/contracts';
import { errorText, useSchemaForm, useToast } from '@app/web-kit';
import { ReviewLinkNotice } from './ReviewLinkNotice';
import { useGetReviewInvitationQuery, useSubmitReviewMutation } from './reviewsApi';

export const REVIEW_TEXTS = {
  moderated: 'Reviews are moderated before publication.',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  thanksTitle: 'Thank you for your review!',
  thanks: 'Your review has been received and will appear on this page once it has been approved.',
  failedTitle: 'Review Not Submitted',
  failedFallback: 'Please try again or contact support.',
  another: 'Write another review',
} as const;

type FormInput = Omit<ReviewFormValues, 'rating' | 'reviewToken'> & { rating: number | null };

const EMPTY: FormInput = { customerName: '', customerEmail: '', serviceId: '', rating: null, reviewText: '' };

/** The token of the e-mailed "Leave a review" link this page was opened from (/lunar-light?review=…), if any. */
function useReviewLinkToken(): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get(REVIEW_TOKEN_PARAM)?.trim() || null;
}

/**
 * SPEC §2/§5: name, e-mail, service, rating 1–5 and text, validated by the shared reviewSchema. Opened from a
 * booking's review link, it says which reading is being reviewed, prefills what the booking knows and sends the
 * link's token, which makes the review "Verified Reading" (issue 15).
 */
export function ReviewForm() {
  const { toast } = useToast();
  const [submitReview, { isLoading }] = useSubmitReviewMutation();
  const [thanked, setThanked] = useState<string | null>(null);
  const linkToken = useReviewLinkToken();
  // Once the link's review is sent (or the visitor chooses to write another), the form is a plain one again.
  const [linkDone, setLinkDone] = useState(false);
  const token = linkDone ? null : linkToken;
  const invitation = useGetReviewInvitationQuery(token ?? skipToken);
  const linked = token !== null && invitation.data !== undefined && !invitation.data.alreadyReviewed;
  // The form edits a nullable rating; the schema turns it into the number the API takes.
  const form = useSchemaForm(reviewSchema, { defaultValues: EMPTY });
  const {
    register,
    control,
    handleSubmit,
    reset,
    applyServerErrors,
    formState: { errors },
  } = form;

  const invited = invitation.data;
  useEffect(() => {
    if (!invited || invited.alreadyReviewed) return;
    reset({
      ...EMPTY,
      customerName: invited.customerName,
      customerEmail: invited.customerEmail,
      serviceId: invited.serviceId,
    });
  }, [invited, reset]);

  // Prefilled by reset(), which MUI's uncontrolled fields do not notice: keep their labels above the value.
  const prefilled = linked ? { inputLabel: { shrink: true } } : undefined;

  const onValid = async (values: ReviewFormValues) => {
    try {
      await submitReview(linked && token ? { ...values, reviewToken: token } : values).unwrap();
      reset(EMPTY);
      setLinkDone(true);
      setThanked(values.customerName);
    } catch (err) {
      applyServerErrors(err);
      toast({
        title: REVIEW_TEXTS.failedTitle,
        description: errorText(err, REVIEW_TEXTS.failedFallback),
        variant: 'destructive',
      });
    }
  };

  if (thanked !== null) {
    return (
      <Box role="status" sx={{ textAlign: 'center' }}>
        <Alert severity="success" icon={<Star />} sx={{ textAlign: 'left', mb: 2 }}>
          <AlertTitle>{REVIEW_TEXTS.thanksTitle}</AlertTitle>
          Thank you, {thanked}. {REVIEW_TEXTS.thanks}
        </Alert>
        <Button variant="outlined" onClick={() => setThanked(null)}>
          {REVIEW_TEXTS.another}
        </Button>
      </Box>
    );
  }

  if (token && invited?.alreadyReviewed) {
    return (
      <Box role="status" sx={{ textAlign: 'center' }}>
        <Alert severity="success" icon={<Star />} sx={{ textAlign: 'left', mb: 2 }}>
          {REVIEW_LINK_MESSAGES.alreadyReviewed}
        </Alert>
        <Button variant="outlined" onClick={() => setLinkDone(true)}>
          {REVIEW_TEXTS.another}
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label="Write a review"
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {token && <ReviewLinkNotice invitation={invited} loading={invitation.isLoading} error={invitation.error} />}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Your Name"
          required
          autoComplete="name"
          slotProps={prefilled}
          {...register('customerName')}
          error={!!errors.customerName}
          helperText={errors.customerName?.message}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          slotProps={prefilled}
          {...register('customerEmail')}
          error={!!errors.customerEmail}
          helperText={errors.customerEmail?.message ?? 'Never shown publicly.'}
        />
      </Box>
      <Controller
        name="serviceId"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Service"
            required
            id="review-service"
            {...field}
            // A linked review is about the reading that was booked.
            disabled={linked}
            error={!!errors.serviceId}
            helperText={errors.serviceId?.message}
          >
            {PSYCHIC_SERVICES.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="rating"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset" error={!!errors.rating} required>
            <FormLabel component="legend">Rating</FormLabel>
            <Rating
              name="rating"
              value={field.value}
              onChange={(_, v) => field.onChange(v)}
              onBlur={field.onBlur}
              size="large"
              sx={{ color: 'secondary.main', mt: 0.5 }}
            />
            {errors.rating && <FormHelperText>{errors.rating.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <TextField
        label="Your Review"
        required
        multiline
        minRows={4}
        {...register('reviewText')}
        error={!!errors.reviewText}
        helperText={errors.reviewText?.message ?? 'At least 10 characters.'}
      />
      <Typography variant="body2" color="text.secondary">
        {REVIEW_TEXTS.moderated}
      </Typography>
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={isLoading}
          sx={{ borderRadius: 999, px: 4 }}
        >
          {isLoading ? REVIEW_TEXTS.submitting : REVIEW_TEXTS.submit}
        </Button>
      </Box>
    </Box>
  );
}
