import { AppText } from '@/lib/texts';
import { StatusPage } from '../components/status-page';

export const NotFoundPage = () => <StatusPage {...AppText.notFound} />;
