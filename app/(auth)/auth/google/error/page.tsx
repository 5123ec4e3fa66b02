import type { Metadata } from 'next';
import { GoogleErrorView } from '@/components/auth/google-error-view';

export const metadata: Metadata = {
  title: 'Google Sign-in',
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v ? v.slice(0, 500) : null;
}

export default async function GoogleErrorPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <GoogleErrorView error={first(params.error)} message={first(params.message)} mergeError={first(params.merge_error)} />;
}
