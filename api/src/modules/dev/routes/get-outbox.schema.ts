import { arrayOf, dateTime, int, obj, str } from '../../../lib/schemas';

export const getOutboxSchema = {
  tags: ['dev'],
  summary: 'Mail sent by the site, newest first (password reset links); an HTML page for browsers (Accept: text/html)',
  response: {
    200: {
      content: {
        'application/json': {
          schema: obj({
            data: arrayOf(obj({ id: int, to_email: str, subject: str, body: str, created_at: dateTime })),
          }),
        },
        'text/html': { schema: str },
      },
    },
  },
} as const;
