import type { MeResponse } from '@themeport/core';
import { apiSend } from '@/lib/api';

export interface ProfilePayload {
  firstName: string;
  lastName: string;
  phone: string;
  website: string;
  businessName: string;
  agreeToTerms: true;
}

export function saveProfile(payload: ProfilePayload) {
  return apiSend<MeResponse>('POST', '/api/onboarding/profile', payload);
}

export function completeOnboarding() {
  return apiSend<MeResponse>('POST', '/api/onboarding/complete', { plan: 'free' });
}
