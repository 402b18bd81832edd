import { notFound } from 'next/navigation';

/** Nothing lives deeper than `/{sport}/{slug}`: answer with the localized 404 page. */
export default function DeeperPathPage() {
  notFound();
}
