// The card moved to components/ so other features (account settings) share it; cms imports stay.
export { ListSkeleton, SectionCard } from '@/components/section-card';
