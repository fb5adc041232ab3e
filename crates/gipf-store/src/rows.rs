//! Reading a query's row into a struct by column name: what `#[derive(sqlx::FromRow)]` does,
//! without sqlx's proc-macro crate (which would compile both database drivers a second
//! time for the build host).

/// `from_row!(Type { field, field = "column", ... })` implements `sqlx::FromRow` for rows
/// of the `Any` driver: each field is read from the column of its name (or the one given)
/// with `try_get`, so a missing column or a value of the wrong type is an error, as with
/// the derive.
macro_rules! from_row {
    ($ty:ident { $($field:ident $(= $column:literal)?),* $(,)? }) => {
        impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for $ty {
            fn from_row(row: &'r sqlx::any::AnyRow) -> Result<Self, sqlx::Error> {
                use sqlx::Row as _;
                Ok($ty {
                    $($field: row.try_get(from_row!(@column $field $($column)?))?,)*
                })
            }
        }
    };
    (@column $field:ident $column:literal) => { $column };
    (@column $field:ident) => { stringify!($field) };
}

pub(crate) use from_row;
