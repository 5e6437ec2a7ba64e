import { Hammer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Paths } from '@/navigation/paths';
import { ErrorText } from '../texts';

/** /not_developed: a page of the shell for functions that are not built yet. */
export const NotDevelopedPage = () => (
  <Card className="items-center gap-3 px-6 py-16 text-center">
    <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-500">
      <Hammer aria-hidden className="size-7" />
    </span>
    <h1 className="text-base font-medium">{ErrorText.notDeveloped.title}</h1>
    <p className="text-sm text-muted-foreground">{ErrorText.notDeveloped.message}</p>
    <Button asChild variant="outline" className="mt-2">
      <Link to={Paths.home}>{ErrorText.notDeveloped.backHome}</Link>
    </Button>
  </Card>
);
