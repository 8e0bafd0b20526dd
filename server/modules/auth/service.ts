import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { hashPassword } from './password'

/** Emails are compared and stored trimmed and lower-cased; unique per tenant. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export interface NewUser {
  email: string
  password: string
  firstName?: string
  lastName?: string
}

/** Creates a shopper with a scrypt password hash; emailTaken when the tenant already has the address. */
export async function createUser(tx: Tx, tenantId: number, input: NewUser): Promise<{ id: number }> {
  const [row] = await tx
    .insert(schema.users)
    .values({
      tenantId,
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password.trim()),
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: schema.users.id })
  if (!row) throw new AppError(ErrorCode.emailTaken, 'emailTaken')
  return row
}
