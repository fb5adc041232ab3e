//! A yes/no column that reads on both engines: PostgreSQL stores `BOOLEAN`, SQLite an
//! `INTEGER` 0 or 1 (and sqlx's engine-neutral driver reads SQLite's as a number, never as a
//! bool).

use sqlx::any::{Any, AnyTypeInfo, AnyTypeInfoKind, AnyValueRef};
use sqlx::decode::Decode;
use sqlx::error::BoxDynError;
use sqlx::Type;

/// A stored yes/no, read from either engine's column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Flag(pub(crate) bool);

impl Type<Any> for Flag {
    fn type_info() -> AnyTypeInfo {
        <bool as Type<Any>>::type_info()
    }

    fn compatible(ty: &AnyTypeInfo) -> bool {
        ty.kind() == AnyTypeInfoKind::Bool || ty.kind().is_integer()
    }
}

impl<'r> Decode<'r, Any> for Flag {
    fn decode(value: AnyValueRef<'r>) -> Result<Flag, BoxDynError> {
        match <i64 as Decode<Any>>::decode(value.clone()) {
            Ok(n) => Ok(Flag(n != 0)),
            Err(_) => <bool as Decode<Any>>::decode(value).map(Flag),
        }
    }
}

impl From<Flag> for bool {
    fn from(f: Flag) -> bool {
        f.0
    }
}
