import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { accountNameText, type BankAccount } from '../queries/account-resolve';
import { Button } from './button';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Field = Pick<FieldMetadata<string>, 'id' | 'name' | 'errors'>;

export interface BankAccountFieldsProps {
  /** From useBankAccount: the values, the banks and the name check. */
  account: BankAccount;
  bankField: Field;
  numberField: Field;
  bankLabel?: string;
  numberLabel?: string;
  /** The banks offered (default: all the country's banks). */
  bankOptions?: readonly { code: string; name: string }[];
  /** The bank select's empty choice once the banks are in. */
  choosePlaceholder?: string;
  /** A "Resolve name" button inside the number field. */
  resolveButton?: boolean;
  /** Check the holder's name when the number field is left. */
  resolveOnBlur?: boolean;
  /** Under the number field when there is no name check to show. */
  description?: ReactNode;
}

/** The bank and account number of a form, with the holder's name from the bank under the number. */
export function BankAccountFields({
  account,
  bankField,
  numberField,
  bankLabel = 'Bank',
  numberLabel = 'Account number',
  bankOptions,
  choosePlaceholder = 'Choose a bank',
  resolveButton = false,
  resolveOnBlur = false,
  description,
}: BankAccountFieldsProps) {
  const { banks, bank, setBank, accountNumber, setAccountNumber, resolve } = account;
  const options = bankOptions ?? banks.data ?? [];
  return (
    <>
      <SelectField
        id={bankField.id}
        name={bankField.name}
        label={bankLabel}
        value={bank}
        onChange={(e) => setBank(e.target.value)}
        placeholder={banks.isPending ? 'Loading banks…' : choosePlaceholder}
        options={options.map((b) => ({ value: b.code, label: b.name }))}
        error={bankField.errors?.[0]}
      />
      <TextField
        id={numberField.id}
        name={numberField.name}
        label={numberLabel}
        inputMode="numeric"
        autoComplete="off"
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value)}
        onBlur={
          resolveOnBlur
            ? () => {
                if (bank && accountNumber && !resolve.isPending && !resolve.isSuccess) resolve.mutate();
              }
            : undefined
        }
        error={numberField.errors?.[0]}
        action={
          resolveButton ? (
            <Button variant="secondary" onClick={() => resolve.mutate()} isPending={resolve.isPending}>
              Resolve name
            </Button>
          ) : undefined
        }
        description={accountNameText(resolve) ?? description}
      />
    </>
  );
}
