import type { UpdateUserRequest } from "@vitae/schema";
import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  type AuthContext,
  deleteUser,
  findUserByEmail,
  findUserByUsername,
  isReservedUsername,
  isUserUniqueViolation,
  type Reauthentication,
  reauthenticate,
  sendInBackground,
  sendVerification,
  type UserChanges,
  updateUser,
} from "../auth/index.ts";
import { emailChangedMail } from "../mail/index.ts";
import { deleteUserPictures, type Storage } from "../storage/index.ts";

/**
 * Changes the profile. A new e-mail address needs re-authentication, is unverified until its mail's link is
 * followed, and the old address is told about the change.
 */
export const updateProfile = async (
  context: AuthContext,
  { user, sessionId, input }: { user: UserRow; sessionId: string | undefined; input: UpdateUserRequest },
): Promise<UserRow> => {
  const { password, code, ...profile } = input;
  const changes: UserChanges = {};
  if (profile.name !== undefined) changes.name = profile.name;
  if (profile.locale !== undefined) changes.locale = profile.locale;
  if (profile.picture !== undefined) changes.picture = profile.picture;

  if (profile.username !== undefined && profile.username !== user.username) {
    if (isReservedUsername(profile.username)) {
      throw new AppError("UserAlreadyExists", { message: "This username is not available" });
    }
    if ((await findUserByUsername(context.db, profile.username)) !== undefined) {
      throw new AppError("UserAlreadyExists");
    }
    changes.username = profile.username;
  }

  const emailChanged = profile.email !== undefined && profile.email !== user.email;
  if (profile.email !== undefined && emailChanged) {
    await reauthenticate(context, { user, sessionId, proof: { password, code } });
    if ((await findUserByEmail(context.db, profile.email)) !== undefined)
      throw new AppError("UserAlreadyExists");
    changes.email = profile.email;
    changes.emailVerified = false;
  }

  if (Object.keys(changes).length === 0) return user;
  const updated = await updateUser(context.db, user.id, changes).catch((error: unknown) => {
    if (isUserUniqueViolation(error)) throw new AppError("UserAlreadyExists", { cause: error });
    throw error;
  });
  context.sessionCache?.forgetGroup(user.id);
  if (updated === undefined) throw new AppError("Unauthorized");

  if (emailChanged) {
    await sendVerification(context, updated);
    sendInBackground(
      context,
      emailChangedMail({ to: user.email, name: user.name, locale: updated.locale, newEmail: updated.email }),
    );
  }
  return updated;
};

/** Deletes the account after re-authentication; its resumes, secrets, sessions and pictures go with it. */
export const deleteAccount = async (
  context: AuthContext & { storage: Storage },
  { user, sessionId, proof }: { user: UserRow; sessionId: string | undefined; proof: Reauthentication },
): Promise<void> => {
  await reauthenticate(context, { user, sessionId, proof });
  // Pictures first: should storage fail, the account is still there and deleting it again retries both.
  await deleteUserPictures(context.storage, user.id);
  await deleteUser(context.db, user.id);
  context.sessionCache?.forgetGroup(user.id);
};
