// Payload schemas many domains share: an id in the path, an answer that is only a message.
import { Type, type Static } from '@sinclair/typebox';
import { Text, Uuid } from './schemaFormats';

/** The id of a record in a path (the service answers "not found" for one that is not a uuid). */
export const IdParamsSchema = Type.Object({ id: Text(64) });
export type IdParams = Static<typeof IdParamsSchema>;

/** A uuid in the path, refused by the schema when malformed (the console's routes). */
export const UuidParamsSchema = Type.Object({ id: Uuid() });

/** The answer of a deletion and of other actions that return only a message. */
export const MessageResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;
