import type { Target } from './helper';

/** The latest reset code the stub "sent" to an account, read from the developers' outbox (GET /__stub/outbox). */
export const outboxCode = async (target: Target, loginAccount: string): Promise<string> => {
  const res = await target.http.get('/__stub/outbox').query({ loginAccount });
  const [latest] = res.body.data as { text: string }[];
  const code = latest?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no reset code in the outbox of ${loginAccount}`);
  return code;
};
