import { AppText } from '@/lib/texts';
import { StatusPage } from '../components/status-page';

/** /403 (spec 000 §2): 无权限访问 and a link 返回首页 to /. */
export const ForbiddenPage = () => <StatusPage {...AppText.forbidden} />;
