// A card of the page whose content one query reads: its title stays in place while the body
// waits, then shows the content or what failed with a retry (LoadState).
import { LoadState, type LoadStateProps } from './LoadState';
import { SectionCard } from './SectionCard';

export function LoadingSection({ title, ...load }: LoadStateProps & { title: string }) {
  return (
    <SectionCard title={title}>
      <LoadState {...load} />
    </SectionCard>
  );
}
