import { StatusPage } from '../components/status-page';
import { ErrorText } from '../texts';

/** /403 (spec 000 §2): 无权限访问 and a link 返回首页 to /. */
export const ForbiddenPage = () => <StatusPage {...ErrorText.forbidden} />;
