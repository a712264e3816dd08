/** Client Success Stories on the home page (display copy; names shortened to protect the clients). */
export interface ClientStory {
  name: string;
  service: string;
  text: string;
}

export const CLIENT_STORIES: readonly ClientStory[] = [
  {
    name: 'Maya R.',
    service: 'Strategic Decision Coaching',
    text: 'I had been going back and forth on a job offer for weeks. Ten minutes of the right questions and I knew my answer.',
  },
  {
    name: 'Daniel K.',
    service: 'Personal Development Session',
    text: 'We built a morning routine I have actually kept for two months. Small steps, clearly explained.',
  },
  {
    name: 'Priya S.',
    service: 'Standard Coaching plan',
    text: 'Being able to ask a question on a hard day and get a thoughtful answer the same day keeps me on track.',
  },
  {
    name: 'Luis M.',
    service: '5-Minute Video Coaching',
    text: 'Quick, warm and straight to the point. Perfect before a big presentation.',
  },
  {
    name: 'Hannah T.',
    service: '3 Questions Chat',
    text: 'I typed my three questions on my lunch break and left with a plan for the conversation I was dreading.',
  },
  {
    name: 'Omar B.',
    service: 'Premium Coaching plan',
    text: 'The video sessions each month keep me honest about my goals. Worth every dollar.',
  },
];
