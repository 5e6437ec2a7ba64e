import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AppText } from '@/lib/texts';

const text = AppText.recordNotFound;

/**
 * What a detail page shows when its record is not there (a wrong id, another supplier's record the stub refuses):
 * a screen that says so with the way back to the list, instead of a blank page once the error notification fades.
 */
export const RecordNotFound = ({ what, list, to }: { what: string; list: string; to: string }) => (
  <Card role="alert" data-testid="record-not-found" className="items-center gap-3 px-4 py-10 text-center">
    <SearchX aria-hidden className="size-10 text-muted-foreground" />
    <h2 className="text-base font-semibold">{text.title(what)}</h2>
    <p className="text-sm text-muted-foreground">{text.message}</p>
    <Button asChild variant="outline">
      <Link to={to}>{text.back(list)}</Link>
    </Button>
  </Card>
);
