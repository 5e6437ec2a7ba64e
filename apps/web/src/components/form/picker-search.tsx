import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** The search box of a picker: its placeholder is also its accessible name (请输入要搜索的纹路名称 …). */
export const PickerSearch = ({
  placeholder,
  value,
  onChange,
  disabled = false,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) => (
  <div className="w-64 max-w-full">
    <Input
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      startIcon={<Search />}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);
