import { Footprints } from 'lucide-react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { AppText } from '@/lib/texts';
import { LoginForm } from '../components/login-form';
import { safeRedirect } from '../redirect';

export interface LoginPageProps {
  /** The user started signing in: the app fetches the signed-in screens' code (app/routes.tsx). */
  onSigningIn?: () => void;
}

export const LoginPage = ({ onSigningIn }: LoginPageProps) => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // After a successful login the next page's code may still be arriving (route.lazy).
  const leaving = useNavigation().state === 'loading';

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-brand-50 px-4 py-12">
      {/* Soft branded backdrop: two blurred colour fields and a faint grid, all CSS (no image assets). */}
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute -top-40 -left-32 size-[520px] rounded-full bg-brand-100 blur-3xl" />
        <div className="absolute -right-40 -bottom-48 size-[560px] rounded-full bg-accent blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(31_78_121/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(31_78_121/0.05)_1px,transparent_1px)] bg-[size:40px_40px]" />
      </div>

      <Card className="relative w-full max-w-[400px] gap-7 border-white/60 py-9 shadow-xl shadow-brand-900/10">
        <CardHeader className="items-center gap-4 px-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md shadow-primary/25">
            <Footprints aria-hidden className="size-6" />
          </span>
          <h1 className="text-xl leading-tight font-semibold tracking-wide text-brand-900">{AppText.platformTitle}</h1>
        </CardHeader>
        <CardContent className="px-8">
          <LoginForm
            busy={leaving}
            onSigningIn={onSigningIn}
            onSignedIn={() => navigate(safeRedirect(searchParams.get('redirect')), { replace: true })}
          />
        </CardContent>
      </Card>
    </main>
  );
};
