import { Group } from '@mantine/core';
import { useParams } from 'react-router';
import { PlotCommentsButton } from '../components/PlotComments';
import type { CommentOad } from '../lib/plot-comments';

/** The comments of the plot named by the route's `:id`, for a plot screen of the given tool. */
export function PlotCommentsOfRoute({ oad }: { oad: CommentOad }) {
  const { id } = useParams();
  if (id === undefined || id === '') return null;
  return (
    <Group mt="md">
      <PlotCommentsButton plotId={id} oad={oad} />
    </Group>
  );
}
