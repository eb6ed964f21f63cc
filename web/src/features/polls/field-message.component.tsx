import { Text } from '@aws-amplify/ui-react';

/** A builder message that belongs to a list rather than one field (sections, questions, options). */
export const FieldMessage = ({ message }: { message: string | undefined }) =>
  message ? (
    <Text color="font.error" fontSize="small" role="alert">
      {message}
    </Text>
  ) : null;
