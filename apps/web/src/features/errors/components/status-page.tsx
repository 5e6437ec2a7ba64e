import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Paths } from '@/navigation/paths';

export interface StatusPageProps {
  code: string;
  message: string;
  backHome: string;
}

/** 403 / 404 / 500: the code, one sentence and the way back home, centred on the brand background. */
export const StatusPage = ({ code, message, backHome }: StatusPageProps) => (
  <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-50/60 px-4 text-center">
    <p aria-hidden className="text-7xl font-semibold tracking-tight text-brand-700/80 tabular-nums">
      {code}
    </p>
    <h1 className="text-base text-muted-foreground">{message}</h1>
    <Button asChild variant="outline">
      <Link to={Paths.root}>{backHome}</Link>
    </Button>
  </main>
);
