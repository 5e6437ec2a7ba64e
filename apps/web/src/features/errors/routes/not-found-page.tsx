import { StatusPage } from '../components/status-page';
import { ErrorText } from '../texts';

export const NotFoundPage = () => <StatusPage {...ErrorText.notFound} />;
