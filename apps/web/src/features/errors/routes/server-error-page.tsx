import { StatusPage } from '../components/status-page';
import { ErrorText } from '../texts';

export const ServerErrorPage = () => <StatusPage {...ErrorText.serverError} />;
