import type {
  DeveloperOnboardingInput,
  DeveloperProfile,
  DeveloperProfileInput,
  MeResponse,
  OwnStoreResponse,
  PublicDeveloper,
} from '@themeport/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';

export const storeKeys = {
  own: ['developer', 'store'] as const,
  public: (slug: string) => ['developers', slug] as const,
};

/** The signed-in developer's store; null before the developer onboarding. */
export function useOwnStore() {
  return useQuery({
    queryKey: storeKeys.own,
    queryFn: async ({ signal }) => (await apiGet<OwnStoreResponse>('/api/developer/profile', { signal })).profile,
  });
}

export const publicDeveloperQuery = (slug: string) =>
  queryOptions({
    queryKey: storeKeys.public(slug),
    queryFn: ({ signal }) => apiGet<PublicDeveloper>(`/api/developers/${encodeURIComponent(slug)}`, { signal }),
  });

export function usePublicDeveloper(slug: string) {
  return useQuery(publicDeveloperQuery(slug));
}

export function onboardDeveloper(input: DeveloperOnboardingInput) {
  return apiSend<{ profile: DeveloperProfile; me: MeResponse }>('POST', '/api/developer/onboarding', input);
}

export function saveStore(input: DeveloperProfileInput) {
  return apiSend<DeveloperProfile>('PUT', '/api/developer/profile', input);
}
