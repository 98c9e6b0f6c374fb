import { TextField, type TextFieldProps } from '@mui/material';

/** The e-mail input of the sign-in and reset forms: labelled, typed and autofilled as an e-mail, required. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'required'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}
