import type { ReactElement } from 'react';
import StrategyIcon from '@mui/icons-material/Lightbulb';
import DevelopmentIcon from '@mui/icons-material/TrendingUp';
import VideoIcon from '@mui/icons-material/Videocam';
import ChatIcon from '@mui/icons-material/Chat';
import type { ServiceType } from '@app/contracts';

interface ServiceTypeDetails {
  icon: ReactElement;
  /** The four-item checklist of each card (SPEC §2). */
  benefits: readonly [string, string, string, string];
}

/** What each kind of session gives the client; the API's services carry a type, not marketing copy. */
export const SERVICE_TYPE_DETAILS: Readonly<Record<ServiceType, ServiceTypeDetails>> = {
  strategy: {
    icon: <StrategyIcon fontSize="large" />,
    benefits: ['Clarify your options', 'Weigh pros and cons', 'Decide with confidence', 'Leave with a next step'],
  },
  development: {
    icon: <DevelopmentIcon fontSize="large" />,
    benefits: ['Set meaningful goals', 'Build lasting habits', 'Grow your confidence', 'Personal action plan'],
  },
  video: {
    icon: <VideoIcon fontSize="large" />,
    benefits: [
      'Face-to-face video call',
      'Quick accountability check',
      'Fresh perspective',
      'Google Meet, Zoom or Teams',
    ],
  },
  chat: {
    icon: <ChatIcon fontSize="large" />,
    benefits: ['Three focused questions', 'Live text chat', 'Practical answers', 'No video needed'],
  },
};

/** SPEC §2: a duration of 0 reads "Chat". */
export function durationLabel(minutes: number): string {
  return minutes === 0 ? 'Chat' : `${minutes} min`;
}
