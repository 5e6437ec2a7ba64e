import { Building2, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Paths } from '@/lib/paths';
import { sessionStore, useSession } from '@/lib/session';
import { AppText } from '@/lib/texts';

/** Landing page after login; the full shell (menu, top bar) replaces the header later. */
export const DashboardPage = () => {
  const navigate = useNavigate();
  const { user } = useSession();

  const logout = async () => {
    // Leave first, then clear: clearing while this page is still mounted would let the guard
    // redirect to /login?redirect=/dashboard, and the next login would come back here.
    await navigate(Paths.login, { replace: true });
    sessionStore.clear();
  };

  return (
    <div className="min-h-screen">
      <header className="bg-primary text-primary-foreground shadow-sm">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-6">
          <span className="text-base font-semibold tracking-wide">{AppText.platformTitle}</span>
          <Button
            variant="ghost"
            size="sm"
            className="text-primary-foreground hover:bg-white/10 hover:text-primary-foreground"
            onClick={logout}
          >
            <LogOut aria-hidden />
            {AppText.dashboard.logout}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-6 py-10">
        <Card className="max-w-xl">
          <CardHeader>
            <CardTitle className="text-2xl">
              {AppText.dashboard.welcome}，{user?.personName}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p className="flex items-center gap-2">
              <Building2 aria-hidden className="size-4 text-muted-foreground" />
              <span className="text-muted-foreground">{AppText.dashboard.supplier}</span>
              <span data-testid="supplier-name" className="font-medium">
                {user?.supplierName}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <UserRound aria-hidden className="size-4 text-muted-foreground" />
              <span className="text-muted-foreground">{AppText.dashboard.account}</span>
              <span className="font-medium">{user?.loginAccount}</span>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
};
