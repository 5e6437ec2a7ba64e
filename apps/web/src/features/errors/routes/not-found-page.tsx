import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AppText } from '@/lib/texts';

export const NotFoundPage = () => (
  <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
    <p className="text-7xl font-semibold tracking-tight text-brand-700/80">{AppText.notFound.code}</p>
    <p className="text-muted-foreground">{AppText.notFound.message}</p>
    <Button asChild variant="outline">
      <Link to="/">{AppText.notFound.backHome}</Link>
    </Button>
  </main>
);
